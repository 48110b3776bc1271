import type { CatalogueOf } from '../../locales';
import type { team as dutch } from '../../nl-BE/web/team';

/** Texts of "Mijn team" (book again). */
export const team: CatalogueOf<typeof dutch> = {
  toggle: {
    add: 'Add to My team',
    inTeam: 'In My team ✓',
  },
  section: {
    title: 'My team',
    empty: 'Nobody in your team yet: add jobbers from the applicants.',
    failed: 'Your team could not be loaded.',
    job: 'Invite to',
    chooseJob: 'Choose an open job',
    invite: 'Invite',
    invited: '{{invited}} invited, {{skipped}} skipped.',
    more: 'More team members',
  },
};
