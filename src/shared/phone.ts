// Indian mobile numbers have one form in Lotus: ten digits, the first 6 to 9. Registration stores
// that form and compares numbers in it, so "+91 98765 43210", "098765-43210" and "9876543210"
// are one number.

const MOBILE = /^[6-9]\d{9}$/;

/** The ten-digit form of an Indian mobile number (a +91, 91 or 0 prefix, spaces and dashes dropped), or undefined when the text is not one. */
export function normalisePhoneNumber(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  const national = digits.replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return MOBILE.test(national) ? national : undefined;
}
