/**
 * The Areas We Serve category filter on the static page: the server renders every
 * section; a choice shows the sections of its category (or all) and updates the
 * pressed button and the count line.
 */
export function installAreaFilter(doc: Document = document): void {
  const group = doc.querySelector<HTMLElement>('[data-area-filter]');
  if (!group) return;
  group.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-value]') : null;
    if (button) applyAreaFilter(doc, button.dataset['value'] ?? 'all');
  });
}

export function applyAreaFilter(doc: Document, filter: string): void {
  let shown = 0;
  let sections = 0;
  for (const section of doc.querySelectorAll<HTMLElement>('[data-area-section]')) {
    const visible = filter === 'all' || section.dataset['areaSection'] === filter;
    section.hidden = !visible;
    if (visible) {
      sections += 1;
      shown += Number(section.dataset['cityCount'] ?? 0);
    }
  }
  let label = 'All Areas';
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-area-filter] button[data-value]')) {
    const pressed = button.dataset['value'] === filter;
    button.setAttribute('aria-pressed', String(pressed));
    if (pressed) label = button.textContent ?? label;
  }
  const status = doc.querySelector('[data-area-status]');
  if (status) status.textContent = `Showing ${shown} ${shown === 1 ? 'city' : 'cities'} · ${label}`;
  const empty = doc.querySelector<HTMLElement>('[data-area-empty]');
  if (empty) empty.hidden = sections > 0;
}
