export const experienceKeys = { ofUser: (userID: number | undefined) => ['experience', userID] as const };
