import { DEFAULT_EMAIL_SUBJECT } from '../identity/company-api';
import type { MergeValues } from './emails-api';
import { emptyMergeFields, renderEmail } from './render-email';

const values: MergeValues = {
  link_address: 'https://intake.example/link/6f1c0e9a-5b7d-4a53-9a3e-2c1d0e9f8a7b',
  job_number: 'REF-42',
  customer_name: 'Ann & Co <Builders>',
  job_name: 'Main St. Bridge',
  company_name: 'Acme Credit',
  user_name: 'Sam Staff',
  user_email: 'sam@acme.example',
};

describe('renderEmail', () => {
  it('fills the known merge fields in subject, text and HTML', () => {
    const rendered = renderEmail(
      {
        subject: '[company_name] | [job_name] ([job_number])',
        body: 'Hi [customer_name],\nOpen [link_address]\n[user_name] <[user_email]>',
      },
      values,
    );
    expect(rendered.subject).toBe('Acme Credit | Main St. Bridge (REF-42)');
    expect(rendered.text).toBe(
      `Hi Ann & Co <Builders>,\nOpen ${values.link_address}\nSam Staff <sam@acme.example>`,
    );
    expect(rendered.html).toBe(
      `Hi Ann &amp; Co &lt;Builders&gt;,<br>\nOpen <a href="${values.link_address}">${values.link_address}</a><br>\nSam Staff &lt;sam@acme.example&gt;`,
    );
  });

  it('leaves unknown [fields] as typed', () => {
    expect(renderEmail({ subject: '[nope] [job_name]', body: '[Job_Name]' }, values)).toMatchObject(
      {
        subject: '[nope] Main St. Bridge',
        text: '[Job_Name]',
      },
    );
  });

  it('uses the default subject and body when the company has none', () => {
    const rendered = renderEmail({ subject: '', body: null }, values);
    expect(rendered.subject).toBe(
      DEFAULT_EMAIL_SUBJECT.replace('[company_name]', 'Acme Credit').replace(
        '[job_name]',
        'Main St. Bridge',
      ),
    );
    expect(rendered.text).toContain('Hello Ann & Co <Builders>,');
    expect(rendered.text).toContain(values.link_address);
  });

  it.each([
    '{{constructor.constructor "return process"}}',
    '{{#with "s" as |string|}}{{string.constructor}}{{/with}}',
    '{{lookup this "constructor"}}',
    '{{> partial}}',
    '\\{{job_name}} \\\\{{job_name}} {{{job_name}}}',
    '{{job_name',
  ])('shows what the user typed literally, never running it: %s', (typed) => {
    const rendered = renderEmail({ subject: typed, body: typed }, values);
    expect(rendered.subject).toBe(typed);
    expect(rendered.text).toBe(typed);
    expect(rendered.html).not.toContain('function');
    expect(rendered.html).not.toContain('Main St. Bridge');
  });

  it('escapes HTML the user typed in the HTML body only', () => {
    const rendered = renderEmail(
      { subject: '<b>[job_name]</b>', body: '<script>x</script>' },
      values,
    );
    expect(rendered.subject).toBe('<b>Main St. Bridge</b>');
    expect(rendered.text).toBe('<script>x</script>');
    expect(rendered.html).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('fills a field next to a backslash the user typed', () => {
    expect(renderEmail({ subject: '\\[job_name]', body: 'x' }, values).subject).toBe(
      '\\Main St. Bridge',
    );
  });

  it('renders an absent value as nothing', () => {
    const rendered = renderEmail(
      { subject: '[job_name]', body: '[job_name]' },
      {
        ...values,
        job_name: undefined as unknown as string,
      },
    );
    expect(rendered.subject).toBe('');
  });

  describe('a merge field without a value', () => {
    const noCustomer = { ...values, customer_name: '', job_number: '  ' };

    it('drops the name and the space before it from the default greeting: "Hello," not "Hello ,"', () => {
      const rendered = renderEmail({ subject: '', body: '' }, noCustomer);
      expect(rendered.text.split('\n')[0]).toBe('Hello,');
      expect(rendered.html.split('\n')[0]).toBe('Hello,<br>');
    });

    it.each([
      ['Hi [customer_name]!', 'Hi!'],
      ['Job [job_number] is ready', 'Job is ready'],
      ['Job [job_name] ([job_number]) is ready', 'Job Main St. Bridge is ready'],
      ['[customer_name], please fill in the form', 'please fill in the form'],
      ['Thanks,\n[customer_name]\n[company_name]', 'Thanks,\nAcme Credit'],
    ])('renders %j as %j', (body, text) => {
      expect(renderEmail({ subject: 'x', body }, noCustomer).text).toBe(text);
    });

    it('is named, once, when the template uses it (the defaults when the template is empty)', () => {
      expect(emptyMergeFields({ subject: '', body: null }, noCustomer)).toEqual(['customer_name']);
      expect(
        emptyMergeFields(
          { subject: '[job_number]', body: '[customer_name] [job_number]' },
          noCustomer,
        ),
      ).toEqual(['job_number', 'customer_name']);
      expect(emptyMergeFields({ subject: 'x', body: 'y' }, noCustomer)).toEqual([]);
      expect(emptyMergeFields({ subject: '', body: '' }, values)).toEqual([]);
    });
  });

  it('keeps a link that is not http(s) as plain escaped text', () => {
    const rendered = renderEmail(
      { body: '[link_address]' },
      { ...values, link_address: 'javascript:alert(1)' },
    );
    expect(rendered.html).toBe('javascript:alert(1)');
  });
});
