/** The label of every field that asks a member for their name (registration, and later). */
export const nameQuestion = 'What should others call you?'
