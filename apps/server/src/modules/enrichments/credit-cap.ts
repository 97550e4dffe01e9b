/**
 * The credits an enrichment may still spend, shared by the rows answered at once: a row that
 * may be charged reserves one before it asks and gives it back when it was not charged. While
 * every credit is reserved, a row waits for one to come back; when none is reserved, the cap is
 * reached and the row is not asked. So the rows together never spend past the cap.
 */
export class CreditCap {
  private reserved = 0;
  private waiters: Array<() => void> = [];

  constructor(private left: number) {}

  /** True with a credit reserved; false when the cap is reached for good. */
  async reserve(): Promise<boolean> {
    for (;;) {
      if (this.left > 0) {
        this.left -= 1;
        this.reserved += 1;
        return true;
      }
      if (this.reserved === 0) return false;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Ends a reservation: spent when the row was charged, given back otherwise. */
  settle(charged: boolean): void {
    this.reserved -= 1;
    if (!charged) this.left += 1;
    for (const wake of this.waiters.splice(0)) wake();
  }
}
