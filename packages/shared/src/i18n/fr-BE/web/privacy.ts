import type { CatalogueOf } from '../../locales';
import type { privacy as dutch } from '../../nl-BE/web/privacy';
import { dataKinds } from '../data-kinds';

/** The privacy statement (fr-BE). */
export const privacy: CatalogueOf<typeof dutch> = {
  title: 'Déclaration de confidentialité',
  intro:
    'Jobbel met en relation travailleurs et établissements horeca pour des services. Tu lis ici quelles données Jobbel conserve sur toi, pourquoi, combien de temps, et comment les obtenir ou les faire effacer.',
  controller:
    "Qui traite tes données : l'organisation qui exploite cette installation de Jobbel, joignable via l'adresse de contact en bas de page. Jobbel est open source ; chaque installation a son propre responsable.",
  kindsTitle: 'Ce que nous conservons',
  everyone: 'De chacun',
  businesses: "D'un établissement, en plus",
  why: 'Pourquoi',
  kept: 'Combien de temps',
  sharedTitle: 'Avec qui nous partageons des données',
  shared:
    "Un établissement voit ce que tu lui montres en postulant ; un employeur qui t'engage voit aussi ce que la loi lui permet de demander (adresse, date de naissance, numéro de registre national), et chaque fois qu'il voit ton numéro de registre national, c'est noté. Jobbel ne vend rien et n'affiche pas de publicité. Les e-mails passent par le serveur de l'exploitant, les notifications push par le service de ton navigateur.",
  rightsTitle: 'Tes droits',
  rights:
    "Tu peux toujours télécharger tes données et supprimer ton compte toi-même, sous Réglages › Confidentialité. Tu peux aussi demander de corriger des données, t'opposer à un traitement ou le limiter : écris à l'adresse de contact, nous répondons dans le mois. Tu peux porter plainte auprès de l'Autorité de protection des données (autoriteprotectiondonnees.be).",
  toSettings: 'Vers tes réglages de confidentialité',
  kinds: dataKinds,
};
