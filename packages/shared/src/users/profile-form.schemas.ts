import { z } from 'zod';
import {
  optionalNationalRegisterNumberSchema,
  userCreateSchema,
  userUpdateSchema,
} from '../auth/register.schemas';

/** spec 001 §5, profile form in settings: names required with the registration's messages; phone has no rule. */
export const profileFormSchema = userCreateSchema.pick({ userFirstName: true, userLastName: true }).extend({
  userPhoneNumber: z.string().trim().max(30),
  userAddressCity: userCreateSchema.shape.userAddressCity.unwrap(),
  userBio: userUpdateSchema.shape.userBio.unwrap(),
  // asked when an employer must declare her work (DECISIONS.md); once given it is checked as at registration
  userNationalRegisterNumber: optionalNationalRegisterNumberSchema,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
