// No credential in the log: a header object logged by hand (as `headers`, or inside `req`,
// `request` or the like) has its Authorization and Cookie masked. Fastify's own request lines
// carry no headers.
export const credentialRedaction = {
  paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
  censor: '[redacted]',
};
