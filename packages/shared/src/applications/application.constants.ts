/** How many jobs' applications a business's overview asks for in one request. */
export const JOBS_AT_ONCE = 100;
