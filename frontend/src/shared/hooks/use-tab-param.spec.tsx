import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { createMemoryRouter } from 'react-router';
import { DomRouterProvider } from '../routing/dom-router-provider';
import { describe, expect, it } from 'vitest';
import { useSelectedTab } from './use-selected-tab';
import { useTabParam } from './use-tab-param';

const KEYS = ['one', 'two', 'three'] as const;

function TabbedPage({ available = KEYS }: { available?: readonly string[] }) {
  const [tab, select] = useTabParam(available, 'one');
  useSelectedTab('tabs', tab);
  return (
    <Tabs id="tabs" activeKey={tab} onSelect={select}>
      {available.map((key) => (
        <Tab key={key} eventKey={key} title={`Tab ${key}`}>
          Panel {key}
        </Tab>
      ))}
    </Tabs>
  );
}

function renderAt(path: string, available?: readonly string[]) {
  const router = createMemoryRouter(
    [{ path: '/page', element: <TabbedPage available={available} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<DomRouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('useTabParam', () => {
  it('opens the tab the URL names', () => {
    renderAt('/page?tab=three');
    expect(selected()).toHaveTextContent('Tab three');
  });

  it('opens the fallback for a tab not available', () => {
    renderAt('/page?tab=two', ['one', 'three']);
    expect(selected()).toHaveTextContent('Tab one');
  });

  it('moves selection and focus together with the arrow keys, and keeps the URL in step', async () => {
    const { router, user } = renderAt('/page?q=kept');
    await user.click(screen.getByRole('tab', { name: 'Tab one' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('Tab two');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveFocus();
    expect(router.state.location.search).toBe('?q=kept&tab=three');
  });

  it('follows a link back to the tab the user left', async () => {
    const { router, user } = renderAt('/page?tab=one');
    await user.click(screen.getByRole('tab', { name: 'Tab two' }));
    expect(router.state.location.search).toBe('?tab=two');
    await act(() => router.navigate('/page?tab=one'));
    expect(selected()).toHaveTextContent('Tab one');
  });

  it('follows a navigation to another tab of the same page', async () => {
    const { router } = renderAt('/page?tab=one');
    await act(() => router.navigate('/page?tab=two'));
    expect(selected()).toHaveTextContent('Tab two');
  });

  it('has the URL in step before the next key arrives', async () => {
    const { router, user } = renderAt('/page?tab=one');
    await user.click(screen.getByRole('tab', { name: 'Tab one' }));
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=two');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=three');
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=two');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
  });
});
