/**
 * Watches presses anywhere in the document while something is open, and reports those outside `inside` (a press on
 * a node of the composed path counts as inside, so presses in shadow roots and slotted content are seen right).
 */
export class OutsidePress {
  private watching = false;

  constructor(
    private readonly inside: () => readonly (Element | null)[],
    private readonly onOutside: () => void
  ) {}

  /** Starts or stops watching. */
  watch(on: boolean): void {
    if (on === this.watching) return;
    this.watching = on;
    if (on) document.addEventListener('pointerdown', this.handlePointerDown, true);
    else document.removeEventListener('pointerdown', this.handlePointerDown, true);
  }

  private readonly handlePointerDown = (event: PointerEvent): void => {
    const path = event.composedPath();
    if (!this.inside().some(node => node !== null && path.includes(node))) this.onOutside();
  };
}
