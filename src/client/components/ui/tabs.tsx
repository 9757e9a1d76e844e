import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs as WAI-ARIA's tabs pattern, with the behaviour Radix's Tabs had here (issue 36: its package and
 * its roving-focus and collection parts were ~10 KiB compressed on every tabbed screen): roles, ids
 * tying each tab to its panel, one tab in the Tab order (the selected one, or the one last moved to),
 * Left/Right (looping), Home/End and PageUp/PageDown between enabled tabs; a tab opens on press (left
 * button, no Ctrl), Enter or Space, and with automatic activation also when it receives focus. Only the
 * open panel is rendered.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  activationMode: 'automatic' | 'manual';
  /** The tab in the Tab order: the one last moved to while the same tab stays open, else the open one. */
  stop: string;
  setFocused: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value.replace(/\s/g, '-')}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
};

export function Tabs({ value, defaultValue, onValueChange, activationMode = 'automatic', className, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const [focused, setFocusedState] = useState<{ tab: string; open: string } | undefined>(undefined);
  const current = value ?? own;
  const stop = focused?.open === current ? focused.tab : current;
  const setFocused = (tab: string) => setFocusedState({ tab, open: current });
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select, activationMode, stop, setFocused }}>
      <div data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext>
  );
}

/** The enabled tabs of a tab list, in document order. */
function enabledTabs(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => !tab.hasAttribute('disabled'));
}

const moves: Record<string, 'first' | 'last' | 'prev' | 'next'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  PageUp: 'first',
  PageDown: 'last',
};

function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  event.preventDefault();
  const tabs = enabledTabs(list);
  const at = tabs.indexOf(event.currentTarget);
  const next =
    move === 'first' ? tabs[0] : move === 'last' ? tabs.at(-1) : tabs[(at + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length];
  next?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        // Scrolls sideways on narrow phones rather than wrapping the tab row.
        'relative inline-flex max-w-full items-center gap-1 self-start overflow-x-auto rounded-lg bg-slate-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

type TriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, disabled = false, className, onMouseDown, onKeyDown, onFocus, ...props }: TriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={tabs.stop === value ? 0 : -1}
      className={cn(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold whitespace-nowrap',
        'text-slate-600 transition-colors hover:text-slate-900',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Only a plain left press opens a tab (and focuses it); Ctrl-click leaves focus where it was.
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === ' ' || event.key === 'Enter') tabs.select(value);
        else moveFocus(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.setFocused(value);
        if (!selected && !disabled && tabs.activationMode === 'automatic') tabs.select(value);
      }}
      {...props}
    />
  );
}

type ContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ value, className, children, ...props }: ContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('rounded-md', className)}
      {...props}
    >
      {children}
    </div>
  );
}
