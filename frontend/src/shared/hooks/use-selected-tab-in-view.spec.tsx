import { render } from '@testing-library/react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelectedTabInView } from './use-selected-tab-in-view';

function TabRow({ active }: { active: string }) {
  useSelectedTabInView('row', active);
  return (
    <Tabs id="row" activeKey={active} onSelect={() => undefined}>
      {['one', 'two', 'three'].map((key) => (
        <Tab key={key} eventKey={key} title={`Tab ${key}`} />
      ))}
    </Tabs>
  );
}

describe('useSelectedTabInView', () => {
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
});
