import { type Command } from '../cli-context';
import { usageError } from '../failures';
import { eventLines, printResult } from './operator-output';
import { TOKENS } from '../../container/tokens';

/** The reference backend's calendar (started with --ops): what day it is there, and moving it on. */

const MAX_DAYS = 1098;

export const clockShowCommand: Command = {
  path: ['clock', 'show'],
  summary: "The reference backend's date, and how far ahead of the wall clock it runs",
  options: {},
  run: (context) => printResult(context, context.get(TOKENS.operator).clock(), (clock) => `${clock.now} (${clock.offsetDays} days ahead)`),
};

export const clockAdvanceCommand: Command = {
  path: ['clock', 'advance'],
  summary: 'Move the date forward; billing and the pharmacy catch up on the way (each period billed on its own date)',
  options: { days: { type: 'string', description: `whole days, 1 to ${MAX_DAYS}`, required: true } },
  run: async (context, values) => {
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      return usageError(context, `--days must be a whole number from 1 to ${MAX_DAYS}: the clock only moves forward`);
    }
    return printResult(context, context.get(TOKENS.operator).advanceClock(days), ({ clock, events }) => `${eventLines(events)}\nNow ${clock.now}.`);
  },
};

export const billingRunCommand: Command = {
  path: ['billing', 'run'],
  summary: 'Bill every subscription whose billing date has come, and move orders on (the backend also does it every hour)',
  options: {},
  run: (context) => printResult(context, context.get(TOKENS.operator).runBilling(), eventLines),
};
