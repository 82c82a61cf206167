/**
 * Custom zod messages are translation keys, not sentences: the API translates them with its
 * locale files and the web app with i18next (namespace `validation`), so one schema serves
 * both sides and the text stays in the translation files.
 */
export const V = {
  required: 'v.required',
  userNameFormat: 'v.user_name_format',
  passwordWeak: 'v.password_weak',
  areaCodeFormat: 'v.area_code_format',
  taxIdFormat: 'v.tax_id_format',
  billerIdFormat: 'v.biller_id_format',
  phoneFormat: 'v.phone_format',
  satang: 'v.satang',
  meterDigits: 'v.meter_digits',
  tiersInvalid: 'v.tiers_invalid',
  dateFormat: 'v.date_format',
  logoTooLarge: 'v.logo_too_large',
  selectOne: 'v.select_one',
  emailFormat: 'v.email_format',
  meterNoFormat: 'v.meter_no_format',
  reading: 'v.reading',
  memberIdFormat: 'v.member_id_format',
  booleanFormat: 'v.boolean_format',
  idFormat: 'v.id_format',
  listTooLong: 'v.list_too_long',
  documentPrefixFormat: 'v.document_prefix_format',
  documentPrefixTaken: 'v.document_prefix_taken',
  bankCodeFormat: 'v.bank_code_format',
  bankAccountFormat: 'v.bank_account_format',
  bankChannelFormat: 'v.bank_channel_format',
  fileUnreadable: 'v.file_unreadable',
} as const;

export type ValidationKey = (typeof V)[keyof typeof V];
