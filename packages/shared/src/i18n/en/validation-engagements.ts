import type { CatalogueOf } from '../locales';
import type { engagementValidation as dutch } from '../nl-BE/validation-engagements';

/** Validation messages of working legally in Belgium (en): the employer's details, work status, Dimona. */
export const engagementValidation: CatalogueOf<typeof dutch> = {
  tooLong: 'This text is too long.',
  enterpriseNumber:
    'This is not a valid enterprise number: 10 digits, written as 0123.456.789, with the right check digits.',
  rszNumber: 'An NSSO employer number is made of digits, for example 1234567-89.',
  jointCommittee: 'A joint committee is a number like 302 or 302.01.',
  dimonaFiler: 'Choose who files the Dimona: the business itself or the social secretariat.',
  workplaceAddress: 'Enter the address of the place of work.',
  workplaceMunicipality: 'Enter the municipality of the place of work.',
  languageRegion: 'Choose the Dutch, French, Brussels or German language area.',
  contractHash: 'This contract has changed. Read it again before you sign.',
  contractSignedName: 'Type your full name to sign.',
  contractPassword: 'Enter your password to confirm your signature.',
  contractMonth: 'Choose a month.',
  contractRegime: 'Choose student job, flexi-job, extra or ordinary employment.',
  nisCode: 'A NIS code is 5 digits.',
  tooManyWorkplaces: 'At most 20 places of work.',
  regime: 'Choose student job, flexi-job, extra or ordinary employment.',
  regimesOne: 'Choose at least one way you employ people for this job.',
  workStatus: 'Choose student, flexi-jobber, extra or none of these.',
  studentSchool: 'Enter your school or educational institution.',
  hoursRemaining: 'Enter a number of hours between 0 and 1000.',
  hoursRemainingOn: 'Enter the date on which Student@work showed those hours.',
  flexiBasis: 'Choose why you may do flexi-jobs: 4/5 work elsewhere or retirement.',
  periodID: 'A Dimona period ID is 6 to 20 digits.',
  checkInCode: "Type the 6 digits shown on the venue's screen.",
  checkKind: 'Choose checking in or checking out.',
  checkMethod: 'Choose scanning or typing the code.',
  checkInPosition: 'This position does not exist.',
  checkedAt: 'Enter the time.',
  manualCheckReason: 'Say why you check in or out by hand.',
  manualCheckReasonTooLong: 'At most 300 characters.',
};
