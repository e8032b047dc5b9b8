/** The line under each step's title: what the step is for. */
export const STEP_INTROS: Record<string, string> = {
  about_you: 'Your details as the document will print them.',
  family: 'Who your family is, so your will names everyone it should.',
  guardians: 'Who raises your children if they are under 18 and no parent can.',
  executor: 'Who settles your estate.',
  gifts: 'Particular things to particular people.',
  residuary: 'Who receives everything else, and in what shares.',
  young_beneficiaries: 'How a child’s inheritance is kept until they are older.',
  pets: 'Who takes care of your animals.',
  final_arrangements: 'Your wishes for your body and your service.',
  agents: 'Who acts for you, and who steps in if they cannot.',
  powers: 'What your agent may do, and from when.',
  treatment: 'The care you want, or do not want, at the end of life.',
  other_wishes: 'Anything else your agent and doctors should know.',
  authorized_people: 'Who may receive your medical records.',
  review:
    'Check your answers, fix anything the checks find, and create the document. Your answers are saved as you go.',
};
