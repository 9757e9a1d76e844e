import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BarChart } from './bar-chart.tsx';

// The plot is an SVG stretched to its card: its viewBox is the bars' slots, 10 units each.
const plot = (container: HTMLElement) => container.querySelector('svg')!;
const bars = (container: HTMLElement) => [...container.querySelectorAll('rect')];

describe('BarChart', () => {
  it('gives each bar a slot of the plot', () => {
    const { container } = render(
      <BarChart title="Leads" valueName="Leads" data={[1, 2, 3].map((value) => ({ label: `W${value}`, value }))} />,
    );
    expect(plot(container).getAttribute('viewBox')).toBe('0 0 30 100');
    expect(bars(container).map((bar) => bar.getAttribute('x'))).toEqual(['1.5', '11.5', '21.5']);
  });

  it('with room for 12, draws a lone month as one bar on the left with its label under it, not a block across the card', () => {
    const { container } = render(
      <BarChart title="Average inspection score by month" valueName="Average score" data={[{ label: 'Nov 26', value: 95 }]} slots={12} />,
    );
    expect(plot(container).getAttribute('viewBox')).toBe('0 0 120 100');
    const [bar] = bars(container);
    expect([bar!.getAttribute('x'), bar!.getAttribute('width')]).toEqual(['1.5', '7']);
    // The label sits under the bar's centre: half a slot of twelve.
    expect(screen.getByText('Nov 26', { selector: 'span' }).style.left).toBe(`${(0.5 / 12) * 100}%`);
  });
});
