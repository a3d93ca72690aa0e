/**
 * The simulator's clock: the machine's time plus the minutes the integrator advanced it («avanza 16 minutos»), so
 * an expiry (a signer's token, `expires_in` minutes) is tested in a second. The offset lives in the store's
 * `simulador`, saved and restored with it; emptying the store puts the clock back.
 */
import type {Store} from '../store';

/** The most one call advances the clock: a year, in minutes. */
export const MAX_ADVANCE_MINUTES = 525_600;

export class SimulatorClock {
  constructor(
    private readonly store: Store,
    private readonly base: () => Date,
  ) {}

  /** Minutes advanced so far. */
  get advancedMinutes(): number {
    const minutes = (this.store.simulator.reloj as {minutos?: unknown} | undefined)?.minutos;
    return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : 0;
  }

  readonly now = (): Date => new Date(this.base().getTime() + this.advancedMinutes * 60_000);

  advance(minutes: number): void {
    this.store.simulator.reloj = {minutos: this.advancedMinutes + minutes};
    this.store.onChange?.();
  }
}
