import { MIN_PASSWORD_LENGTH } from '../constants';

// Password rules shared by sign-up, password change and reset (SPEC §9: at least 7 characters).
// The long upper bound only keeps hashing cheap; it is not a policy.
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`;
export const PASSWORD_TOO_LONG = `is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`;
export const PASSWORD_TOO_COMMON = 'is too common';

// The most used passwords in public breach lists (RockYou, NordPass and SplashData yearly
// lists). Shorter ones are refused by the length rule anyway; they stay for completeness.
const COMMON_PASSWORDS = new Set(
  `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321
monkey 27653 1qaz2wsx 123321 qwertyuiop superman asdfghjkl 12345678910 123qwe football baseball
welcome 7777777 charlie shadow master 666666 trustno1 michael jennifer jordan23 hunter2 hunter
soccer basketball hockey batman starwars whatever freedom ninja mustang access passw0rd
password123 password12 password! p@ssw0rd p@ssword admin admin123 administrator root toor
changeme letmein1 welcome1 welcome123 login abcdef abcdefg abcdefgh abcd1234 a1b2c3d4 1a2b3c4d
qwerty1 qwerty12 qwertyu q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t 1q2w3e 1qazxsw2 zxcvbnm zxcvbn asdfgh
asdfasdf asdf1234 aaaaaa aaaaaaa 11111111 1111111 121212 123123123 112233 123654 159753 159357
147258369 987654321 9876543210 0987654321 87654321 7654321 1234qwer 12341234 11223344 123456a
a123456 123456q 1234561 12345a 123abc abc12345 iloveyou1 iloveyou2 loveyou lovely loveme
sunshine1 princess1 monkey1 dragon1 shadow1 master1 michael1 jessica ashley daniel anthony
andrew joshua matthew thomas william robert jasmine nicole amanda michelle tigger chocolate
butterfly purple flower cookie pepper summer winter spring autumn orange banana computer
internet samsung google apple iphone secret secret123 letmein123 trustme qazwsx qazwsxedc
mypassword yourpassword passpass pass1234 test1234 testing test123 guest guest123 user1234
default 11111111111 666666666 88888888 99999999 777777777 00000000 1q2w3e4r5t6y 123456789a
football1 baseball1 soccer1 basketball1 hockey1 superman1 batman1 starwars1 pokemon minecraft
fortnite roblox lakers yankees cowboys steelers eagles liverpool arsenal chelsea barcelona
jordan michael23 killer harley ranger buster thunder cheese hello hello123 hello1234
helloworld family family1 friends forever forever1 blessed jesus jesus1 angel angel1 princesa
babygirl babygirl1 sweety sweetheart`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

/** How many passwords the common list holds (tests check it stays a meaningful list). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
