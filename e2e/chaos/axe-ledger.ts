import type { Page } from '@playwright/test';
import { axeViolations } from '../axe';

/** The states of one group checked on one page, and what axe found in them. */
export interface LedgerGroup {
  name: string;
  states: string[];
  /** One line per axe rule broken in one state: "state: rule: nodes". */
  findings: string[];
}

/**
 * Runs axe on the states of the accessibility matrix one after another and keeps, per group of states
 * (header, menus, dialogs, footer), which states were checked and what axe found, so one page visit can
 * report tens of states as a handful of figures. AXE_TIMING=1 prints how long axe took on each state.
 */
export class AxeLedger {
  private readonly byName = new Map<string, LedgerGroup>();

  constructor(private readonly page: Page) {}

  /** axe on `selectors` now, filed as `state` under `group`. */
  async check(group: string, state: string, selectors: string | readonly string[]): Promise<void> {
    const started = Date.now();
    const findings = await axeViolations(this.page, selectors);
    if (process.env.AXE_TIMING)
      console.log(`${group} / ${state}: ${Date.now() - started} ms, ${findings.length}`);
    const entry = this.byName.get(group) ?? { name: group, states: [], findings: [] };
    entry.states.push(state);
    entry.findings.push(...findings.map((finding) => `${state}: ${finding}`));
    this.byName.set(group, entry);
  }

  get groups(): LedgerGroup[] {
    return [...this.byName.values()];
  }

  get findings(): string[] {
    return this.groups.flatMap((group) => group.findings);
  }
}
