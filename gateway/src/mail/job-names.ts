// Names of the Agenda jobs (docs/architecture.md "Mail"); stored in the `jobs` collection.
/** One outgoing mail. */
export const MAIL_JOB = 'mail.send';
/** One scheduled e-mail's recurring run (data: `{ email_id }`). */
export const SCHEDULE_JOB = 'mail.schedule';
