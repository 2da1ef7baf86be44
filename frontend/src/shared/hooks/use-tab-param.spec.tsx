import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from './use-tab-param';

const KEYS = ['one', 'two', 'three'] as const;

function TabbedPage({ available = KEYS }: { available?: readonly string[] }) {
  const [tab, select] = useTabParam(available, 'one');
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
  render(<RouterProvider router={router} />);
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

  it('keeps selection and focus together when the URL catches up late', async () => {
    const { router, user } = renderAt('/page?tab=one');
    await user.click(screen.getByRole('tab', { name: 'Tab one' }));
    // Hold the router's navigations, as a busy browser does with the URL's transitions.
    const held: (() => Promise<void>)[] = [];
    const navigate = router.navigate.bind(router);
    router.navigate = ((...args: Parameters<typeof navigate>) => {
      held.push(() => navigate(...args));
      return Promise.resolve();
    }) as typeof router.navigate;
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveFocus();
    // The first change lands while the second is still on its way.
    await act(() => held.shift()!());
    expect(router.state.location.search).toBe('?tab=two');
    expect(selected()).toHaveTextContent('Tab three');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('Tab two');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
    for (const next of held.splice(0)) await act(next);
    expect(router.state.location.search).toBe('?tab=two');
    expect(selected()).toHaveTextContent('Tab two');
  });
});
