/**
 * Runs each step in a task of its own, one after another, then `done`: a public page's start-up as several
 * short tasks instead of one long one, so a tap or a scroll in between is answered at once (issue 36, total
 * blocking time). A message channel hands over to the next task without setTimeout's 4 ms clamp. A step that
 * throws is reported as an uncaught error in a task of its own; the steps after it still run.
 */
export function inTurns(steps: ReadonlyArray<() => void>, done?: () => void): void {
  const channel = new MessageChannel();
  let next = 0;
  channel.port1.onmessage = () => {
    const step = steps[next];
    next += 1;
    if (!step) {
      channel.port1.close();
      done?.();
      return;
    }
    try {
      step();
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}
