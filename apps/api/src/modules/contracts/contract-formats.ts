import type { ContractLanguage } from '@jobbel/shared/contracts/contracts.constants';

const wallClock = (dateTime: string) => new Date(`${dateTime.slice(0, 19).replace(' ', 'T')}Z`);

/** Dates, moments, amounts and rates as a contract in its language writes them (Intl, wall-clock time). */
export function contractFormats(language: ContractLanguage) {
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const moment = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const hours = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    date: (day: string) => date.format(wallClock(`${day.slice(0, 10)} 12:00:00`)),
    moment: (dateTime: string) => moment.format(wallClock(dateTime)),
    money: (amount: number) => money.format(amount),
    hours: (count: number) => hours.format(count),
    percent: (rate: number) => percent.format(rate),
  };
}
