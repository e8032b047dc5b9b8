export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
};

export type Mailer = {
  /** `local`: written to DATA_DIR/mail and shown at /dev/mail; `smtp`: sent through SMTP_URL. */
  readonly kind: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
};
