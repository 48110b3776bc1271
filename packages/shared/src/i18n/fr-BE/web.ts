/** Texts of the web app (fr-BE), one file per feature (or shared area), nested by component. */

import { alerts } from './web/alerts';
import { app } from './web/app';
import { auth } from './web/auth';
import { common } from './web/common';
import { components } from './web/components';
import { favourites } from './web/favourites';
import { jobs } from './web/jobs';
import { lib } from './web/lib';
import { messages } from './web/messages';
import { notifications } from './web/notifications';
import { places } from './web/places';
import { screens } from './web/screens';

/**
 * The texts the web app holds from its first screen on. The FAQ, the sample events, the calendar and the
 * admin screen, each read by one screen only, come with that screen (`addScreenTexts` in apps/web/src/lib/i18n.ts): the catalogue is part of
 * every route's first download (docs/decisions/texts.md).
 */
export const webAtStart = {
  app,
  common,
  screens,
  components,
  alerts,
  auth,
  favourites,
  jobs,
  places,
  messages,
  notifications,
  lib,
};
