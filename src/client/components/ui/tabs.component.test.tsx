import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

/**
 * The own Tabs (decision 0052) by keyboard, as WAI-ARIA's tabs pattern and Radix's Tabs had it: one tab
 * in the Tab order, Left/Right looping past disabled tabs, Home/End (and PageUp/PageDown), Enter and
 * Space; automatic activation opens the tab that receives focus, manual only on Enter or Space.
 */
function Harness({ activationMode, onChange }: { activationMode?: 'automatic' | 'manual'; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('visits');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        value={value}
        activationMode={activationMode}
        onValueChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      >
        <TabsList aria-label="Portal">
          <TabsTrigger value="visits">Visits</TabsTrigger>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
          <TabsTrigger value="reports" disabled>
            Reports
          </TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="visits">Visits panel</TabsContent>
        <TabsContent value="invoices">Invoices panel</TabsContent>
        <TabsContent value="reports">Reports panel</TabsContent>
        <TabsContent value="account">Account panel</TabsContent>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const openPanel = () => screen.getByRole('tabpanel').textContent;

describe('Tabs by keyboard', () => {
  it('puts only the open tab in the Tab order; Tab from it reaches the panel, Shift+Tab comes back to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(tab('Visits')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Visits' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Visits')).toHaveFocus();
  });

  it('automatic: Right and Left move and open, skipping a disabled tab and looping at both ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    tab('Visits').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Invoices')).toHaveFocus();
    expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
    expect(openPanel()).toBe('Invoices panel');

    await user.keyboard('{ArrowRight}'); // Reports is disabled
    expect(tab('Account')).toHaveFocus();
    expect(openPanel()).toBe('Account panel');

    await user.keyboard('{ArrowRight}'); // past the last: the first
    expect(tab('Visits')).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // before the first: the last
    expect(tab('Account')).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['invoices', 'account', 'visits', 'account']);
    // The open tab is the one Tab stop.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('Home and End (and PageUp, PageDown) go to the first and last enabled tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    tab('Visits').focus();

    await user.keyboard('{End}');
    expect(tab('Account')).toHaveFocus();
    expect(openPanel()).toBe('Account panel');
    await user.keyboard('{Home}');
    expect(tab('Visits')).toHaveFocus();
    expect(openPanel()).toBe('Visits panel');
    await user.keyboard('{PageDown}');
    expect(tab('Account')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(tab('Visits')).toHaveFocus();
  });

  it('manual: arrows move focus and the Tab stop only; Enter or Space opens the focused tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness activationMode="manual" onChange={onChange} />);
    tab('Visits').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Invoices')).toHaveFocus();
    expect(tab('Visits')).toHaveAttribute('aria-selected', 'true');
    expect(openPanel()).toBe('Visits panel');
    // Leaving the list and coming back lands on the tab last moved to, not on the open one.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.keyboard('{Enter}');
    expect(openPanel()).toBe('Invoices panel');
    await user.keyboard('{End}');
    expect(openPanel()).toBe('Invoices panel');
    await user.keyboard(' ');
    expect(openPanel()).toBe('Account panel');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['invoices', 'account']);
  });

  it('leaves arrows with a modifier to the browser, and a press opens a tab', async () => {
    // A disabled tab takes no pointer events; the press is made anyway, to see it open nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness />);
    tab('Visits').focus();

    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    await user.keyboard('{Shift>}{End}{/Shift}');
    expect(tab('Visits')).toHaveFocus();
    expect(openPanel()).toBe('Visits panel');

    await user.click(tab('Account'));
    expect(tab('Account')).toHaveFocus();
    expect(openPanel()).toBe('Account panel');
    await user.click(tab('Reports'));
    expect(openPanel()).toBe('Account panel');
  });
});
