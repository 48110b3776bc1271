import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import '../lib/i18n';

afterEach(() => cleanup());

// A text whose key is missing from the nl-BE catalogue fails the test that renders it.
i18next.options.saveMissing = true;
i18next.on('missingKey', (_languages, _namespace, key) => {
  throw new Error(`Missing nl-BE text: ${key}`);
});

// jsdom has <dialog> without its methods: open and close it as a browser would
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
