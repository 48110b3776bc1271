import { z } from 'zod';
import { userCreateSchema, userUpdateSchema } from '../auth/register.schemas';

/** spec 001 §5, profile form in settings: names required with the registration's messages; phone has no rule. */
export const profileFormSchema = userCreateSchema.pick({ userFirstName: true, userLastName: true }).extend({
  userPhoneNumber: z.string().trim().max(30),
  userAddressCity: userCreateSchema.shape.userAddressCity.unwrap(),
  userBio: userUpdateSchema.shape.userBio.unwrap(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
