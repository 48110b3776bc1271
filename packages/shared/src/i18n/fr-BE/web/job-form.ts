import type { CatalogueOf } from '../../locales';
import type { jobForm as dutch } from '../../nl-BE/web/job-form';

/** The job form's texts: they come with the form's screen (docs/decisions/texts.md). */
export const jobForm: CatalogueOf<typeof dutch> = {
  regimesHint:
    'Choisis comment tu peux occuper des gens pour ce job. Tu choisis par personne à l’engagement.',
  flexiBounds: "À cette date, un flexi-job paie entre {{min}} et {{max}} de l'heure.",
  startInThePast: 'Un job ne peut pas commencer dans le passé. Choisis un début à venir.',
  address: 'Adresse du lieu de travail (facultatif)',
  addressHint: "Rue et numéro, si le shift n'a pas lieu à l'adresse de ton établissement.",
  breakMinutes: 'Pause (minutes)',
  bring: 'À apporter / tenue (facultatif)',
  bringHint: 'Par exemple : pantalon noir, chemise blanche, tes propres couteaux.',
  placesHint: 'Le job est complet dès que ce nombre de personnes est accepté.',
  places: 'Nombre de places',
  postJob: 'Publier le job',
  preview: 'Aperçu',
  description: 'Description',
  bannerUrl: 'Image de bannière (URL, facultatif)',
  totalHours: "Nombre total d'heures",
  hourlyWage: 'Salaire horaire (€)',
  end: 'Fin',
  business: 'Établissement',
  chooseType: 'Choisis un type',
  title: 'Titre',
  editJob: 'Modifier le job',
  newJob: 'Nouveau job',
  routes: {
    editJob: 'Modifier le job',
    failedToLoadJobData: 'Impossible de charger le job',
    jobNotFound: 'Job introuvable',
    postANewJob: 'Publier un nouveau job',
  },
};
