import { render, screen } from '@testing-library/react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelectedTab } from './use-selected-tab';

function TabRow({ active }: { active: string }) {
  useSelectedTab('row', active);
  return (
    <Tabs id="row" activeKey={active} onSelect={() => undefined}>
      {['one', 'two', 'three'].map((key) => (
        <Tab key={key} eventKey={key} title={`Tab ${key}`} />
      ))}
    </Tabs>
  );
}

describe('useSelectedTab', () => {
  const scrolled: string[] = [];
  // jsdom lays nothing out and has no scrollIntoView: record which element asked for it.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.textContent ?? '');
  });
  afterEach(() => {
    scrolled.length = 0;
  });

  it('brings the selected tab into view, and the next one selected', () => {
    const view = render(<TabRow active="three" />);
    expect(scrolled).toEqual(['Tab three']);
    view.rerender(<TabRow active="one" />);
    expect(scrolled).toEqual(['Tab three', 'Tab one']);
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({
      block: 'nearest',
      inline: 'nearest',
    });
  });

  it('moves the focus to the selected tab when another tab of the row had it', () => {
    const view = render(<TabRow active="one" />);
    screen.getByRole('tab', { name: 'Tab one' }).focus();
    view.rerender(<TabRow active="two" />);
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
  });

  it('leaves the focus where it is when it was not on the row', () => {
    const view = render(
      <>
        <button type="button">Open tab two</button>
        <TabRow active="one" />
      </>,
    );
    screen.getByRole('button', { name: 'Open tab two' }).focus();
    view.rerender(
      <>
        <button type="button">Open tab two</button>
        <TabRow active="two" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open tab two' })).toHaveFocus();
  });
});
