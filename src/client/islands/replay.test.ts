// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions } from './replay.ts';

function island(): HTMLElement {
  document.body.innerHTML = `
    <div id="island">
      <form>
        <input name="email" value="">
        <select name="size"><option value="s" selected>S</option><option value="l">L</option></select>
        <input type="checkbox" name="texts">
        <button type="button" id="plan">Quarterly</button>
        <button type="submit" id="send">Send</button>
      </form>
    </div>`;
  return document.getElementById('island')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdInteractions', () => {
  it('holds a submit made before hydration, then replays it once with its submitter', async () => {
    const root = island();
    const form = root.querySelector('form')!;
    const queue = holdInteractions(root);
    const submitted = vi.fn((event: SubmitEvent) => event.submitter?.id);
    form.addEventListener('submit', (event) => submitted(event));

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const replay = queue.takeOver();
    submitted.mockClear();
    await replay();
    expect(submitted).toHaveBeenCalledTimes(1);
    // After the take-over nothing is held any more: React owns the events.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('still holds a submit made while React hydrates (the browser would send it as a GET), and replays it once', async () => {
    const root = island();
    const form = root.querySelector('form')!;
    const queue = holdInteractions(root);
    const replay = queue.takeOver();
    // React's own listener sits on the island element, registered after the hold: it must not see it.
    const reactListener = vi.fn();
    root.addEventListener('submit', reactListener, true);

    const during = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(during);
    expect(during.defaultPrevented).toBe(true);
    expect(reactListener).not.toHaveBeenCalled();

    await replay();
    expect(reactListener).toHaveBeenCalledTimes(1);
  });

  it('holds a submit made while the visitor’s values are entered again, and sends it once they all are', async () => {
    const root = island();
    const form = root.querySelector('form')!;
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const size = root.querySelector('select')!;
    const queue = holdInteractions(root);
    email.value = 'sam@example.com';
    size.value = 'l';
    const replay = queue.takeOver();
    const seenAtSubmit: string[][] = [];
    root.addEventListener('submit', () => seenAtSubmit.push([email.value, size.value]));

    const replaying = replay();
    // One task in: the first value is back, the second not yet. A submit now must wait for the rest.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seenAtSubmit).toEqual([]);

    await replaying;
    expect(seenAtSubmit).toEqual([['sam@example.com', 'l']]);
  });

  it('puts controls back to their server values for hydration, then enters the visitor’s values with events', async () => {
    const root = island();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const size = root.querySelector('select')!;
    const texts = root.querySelector<HTMLInputElement>('input[name="texts"]')!;
    const queue = holdInteractions(root);
    email.value = 'sam@example.com';
    size.value = 'l';
    texts.checked = true;

    const replay = queue.takeOver();
    expect([email.value, size.value, texts.checked]).toEqual(['', 's', false]);

    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push(`input:${(event.target as HTMLInputElement).name}`));
    root.addEventListener('change', (event) => seen.push(`change:${(event.target as HTMLInputElement).name}`));
    await replay();
    expect([email.value, size.value, texts.checked]).toEqual(['sam@example.com', 'l', true]);
    expect(seen).toEqual(expect.arrayContaining(['input:email', 'change:size', 'change:texts']));
  });

  it('enters again the text typed while React hydrates, after the values held from before', async () => {
    const root = island();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const queue = holdInteractions(root);
    email.value = 'early@example.com';
    const replay = queue.takeOver();
    // Typed while React hydrates: the field's value changes, and its input event goes by before React
    // has the field (its tracker then reads this text as the field's own, and would swallow the event).
    email.value = 'late@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));

    const entered: string[] = [];
    root.addEventListener('input', (event) => entered.push((event.target as HTMLInputElement).value));
    await replay();
    expect(email.value).toBe('late@example.com');
    // Entered with events after hydration, the later text last.
    expect(entered.at(-1)).toBe('late@example.com');
  });

  it('leaves a field alone that was typed in again once React had it, rather than putting the older text back', async () => {
    const root = island();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const queue = holdInteractions(root);
    email.value = 'early@example.com';
    const replay = queue.takeOver()();
    // Hydrated: the replay has started, and the visitor types again before its step reaches the field.
    email.value = 'newer@example.com';
    await replay;
    expect(email.value).toBe('newer@example.com');
  });

  it('does not enter again text typed while hydrating that is back to the server value', async () => {
    const root = island();
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    const queue = holdInteractions(root);
    const replay = queue.takeOver();
    email.value = '';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const entered = vi.fn();
    root.addEventListener('input', entered);
    await replay();
    expect(entered).not.toHaveBeenCalled();
  });

  it('replays a click on an ordinary button, but not on the submit button (its submit is replayed instead)', async () => {
    const root = island();
    const queue = holdInteractions(root);
    root.querySelector<HTMLButtonElement>('#plan')!.click();
    const replay = queue.takeOver();
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).id));
    await replay();
    expect(clicked).toEqual(['plan']);
  });

  it('replays each held click in its own task, so the page renders between them', async () => {
    const root = island();
    const queue = holdInteractions(root);
    const plan = root.querySelector<HTMLButtonElement>('#plan')!;
    plan.click();
    plan.click();
    const replay = queue.takeOver();
    const seen: string[] = [];
    root.addEventListener('click', () => {
      seen.push('click');
      // What React would do after the click's update: it must come before the next click.
      setTimeout(() => seen.push('rendered'), 0);
    });
    await replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['click', 'rendered', 'click', 'rendered']);
  });

  it('leaves untouched controls alone', async () => {
    const root = island();
    const queue = holdInteractions(root);
    const replay = queue.takeOver();
    const seen = vi.fn();
    root.addEventListener('input', seen);
    root.addEventListener('change', seen);
    await replay();
    expect(seen).not.toHaveBeenCalled();
  });
});
