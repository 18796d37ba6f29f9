/** @jest-environment node */
import { checkEntryBudgets } from './entry-budgets';

describe('given a remote entry over its budget', () => {
  it('refuses the release, with the figure, the budget and its key', () => {
    expect(checkEntryBudgets({ headerRemoteEntry: 8192 }, { header: 8193 })).toEqual([
      {
        severity: 'refusal',
        id: 'entry-budget:header',
        message:
          "The header's remoteEntry.js is 8,193 B gzip, over its budget of 8,192 B (headerRemoteEntry in budgets.json): every page downloads it before the header renders.",
      },
    ]);
  });
});

describe('given remote entries within their budget, or without one', () => {
  it('notes each figure', () => {
    expect(checkEntryBudgets({ headerRemoteEntry: 8192 }, { header: 8192, footer: 5218 })).toEqual([
      {
        severity: 'note',
        id: 'entry-budget:header',
        message: "The header's remoteEntry.js is 8,192 B gzip, within 8,192 B.",
      },
      {
        severity: 'note',
        id: 'entry-budget:footer',
        message: "The footer's remoteEntry.js is 5,218 B gzip (no footerRemoteEntry in budgets.json).",
      },
    ]);
  });
});
