let phoneCounter = 0;

/** A mobile number no other call in this test process has answered: registration allows one account per number. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
}
