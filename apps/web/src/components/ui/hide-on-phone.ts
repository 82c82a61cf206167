import './hide-on-phone.css';

/**
 * The class of a column a phone can do without (hide-on-phone.css): on the header cell and
 * every body cell of that column. Importing this also brings the style in.
 */
export const HIDE_ON_PHONE = 'prapa-hide-on-phone';
