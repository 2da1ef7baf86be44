import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface ComposeRemindersCheckProps {
  /** The company's send_reminders: when off, no request of the company is ever reminded. */
  companyReminders: boolean;
  checked: boolean;
  readOnly: boolean;
  onChange?: (checked: boolean) => void;
}

/** Send reminders, off and explained when the company sends none. */
export function ComposeRemindersCheck(props: ComposeRemindersCheckProps) {
  const { companyReminders, checked, readOnly, onChange } = props;
  const id = useId();
  return (
    <Form.Group>
      <Form.Check
        id={id}
        type="checkbox"
        label="Send reminders"
        checked={companyReminders && checked}
        disabled={readOnly || !companyReminders}
        aria-describedby={companyReminders ? undefined : `${id}-off`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {!companyReminders && (
        <Form.Text id={`${id}-off`}>
          Reminders are off for this company (Company settings, Send reminders).
        </Form.Text>
      )}
    </Form.Group>
  );
}
