import type { CatalogueOf } from '../../locales';
import type { jobForm as dutch } from '../../nl-BE/web/job-form';

/** The job form's texts: they come with the form's screen (docs/decisions/texts.md). */
export const jobForm: CatalogueOf<typeof dutch> = {
  regimesHint: 'Choose how you may employ people for this job. You choose per person when hiring.',
  flexiBounds: 'On this date a flexi-job pays between {{min}} and {{max}} per hour.',
  startInThePast: 'A job cannot start in the past. Choose a start that is still to come.',
  address: 'Address of the place of work (optional)',
  addressHint: "Street and number, if the shift isn't at your business's address.",
  breakMinutes: 'Break (minutes)',
  bring: 'What to bring / dress code (optional)',
  bringHint: 'For example: black trousers, white shirt, your own knives.',
  placesHint: 'The job shows as full once this many people are accepted.',
  places: 'Number of places',
  postJob: 'Post Job',
  preview: 'Preview',
  description: 'Description',
  bannerUrl: 'Banner image (URL, optional)',
  totalHours: 'Total number of hours',
  hourlyWage: 'Hourly wage (€)',
  end: 'End',
  business: 'Business',
  chooseType: 'Choose a type',
  title: 'Title',
  editJob: 'Edit job',
  newJob: 'New job',
  routes: {
    editJob: 'Edit Job',
    failedToLoadJobData: 'Failed to load job data',
    jobNotFound: 'Job not found',
    postANewJob: 'Post a New Job',
  },
};
