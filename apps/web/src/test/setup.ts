import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { onMissingText } from '../lib/i18n';

afterEach(() => cleanup());

// A text whose key is missing from the nl-BE catalogue fails the test that renders it.
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
