import 'fake-indexeddb/auto';
import './read-dutch';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/preact';
import { afterAll, afterEach } from 'vitest';
import { languageLoaded, loadScreenTexts, onMissingText } from '../lib/i18n';

afterEach(() => cleanup());

// a component test renders any screen's parts: every text is there, as the screens' routes load them
await languageLoaded;
await loadScreenTexts([
  'admin',
  'applications',
  'registration',
  'businesses',
  'calendar',
  'checkIn',
  'contracts',
  'privacy',
  'employer',
  'engagements',
  'engagementValidation',
  'events',
  'experience',
  'faq',
  'jobForm',
  'onboarding',
  'settings',
  'shifts',
  'skills',
  'team',
  'users',
]);

// Preact runs effects after the next animation frame, with a 100 ms timer as fallback. Effects queued
// by a file's last test need that frame while jsdom still exists: torn down first, the fallback timer
// finds no cancelAnimationFrame and fails the run with an error from no test.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));

// A text whose key is missing from the catalogue fails the test that renders it.
onMissingText((key) => {
  throw new Error(`Missing nl-BE text: ${key}`);
});

// jsdom has <dialog> without its methods: open and close it as a browser would
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out, so it has no scrolling: bringing an element into view does nothing there
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
