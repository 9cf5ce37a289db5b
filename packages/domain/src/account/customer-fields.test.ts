import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  addressProblem,
  cityProblem,
  emailProblem,
  firstNameProblem,
  isSameEmail,
  lastNameProblem,
  loginPasswordProblem,
  mobileProblem,
  newPasswordProblem,
  phoneDigits,
  phoneProblem,
  stateProblem,
  studentIdProblem,
  zipProblem,
} from './customer-fields.ts';
import { stateCode, US_STATES } from './us-states.ts';

describe('names', () => {
  it('are required', () => {
    expect(firstNameProblem('')).toBe('A first name is required');
    expect(lastNameProblem('  ')).toBe('A last name is required');
  });
  it('are letters, of any script, words joined by a space, hyphen or apostrophe', () => {
    for (const name of ['Ada', 'Anne-Marie', "O'Neil", 'De la Cruz', 'José', 'Zoë', 'Łukasz', '李']) expect(firstNameProblem(name)).toBeNull();
    for (const name of ['Ada2', 'R2D2', 'Ada!', '-Ada', "Ada'", 'Ada  Lovelace', 'a_b']) expect(firstNameProblem(name)).toBe('A first name must only contain letters');
    expect(lastNameProblem('Smith3')).toBe('A last name must only contain letters');
  });
  it('are at most 60 characters', () => {
    expect(firstNameProblem('a'.repeat(60))).toBeNull();
    expect(firstNameProblem('a'.repeat(61))).toBe(M.nameTooLong);
  });
});

describe('student id', () => {
  it('is required, letters and digits only', () => {
    expect(studentIdProblem('')).toBe('A student ID is required');
    expect(studentIdProblem('NU20261234')).toBeNull();
    expect(studentIdProblem('NU-2026')).toBe('A student ID must only contain letters and numbers');
    expect(studentIdProblem('12 34')).toBe('A student ID must only contain letters and numbers');
    expect(studentIdProblem('9'.repeat(31))).toBe(M.studentIdTooLong);
  });
});

describe('email', () => {
  it('is required and valid', () => {
    expect(emailProblem('')).toBe('An email address is required');
    expect(emailProblem('ada@northfield.example.edu')).toBeNull();
    expect(emailProblem(' Ada.Lovelace+dining@Example.EDU ')).toBeNull();
    for (const bad of ['ada', 'ada@', '@example.edu', 'ada@example', 'ada@@example.edu', 'ada example@x.edu', 'ada@-x.edu']) expect(emailProblem(bad)).toBe('Please enter a valid email address');
  });
  it('matches its confirmation case aside', () => {
    expect(isSameEmail('Ada@Example.edu', ' ada@example.edu')).toBe(true);
    expect(isSameEmail('ada@example.edu', 'ada@example.com')).toBe(false);
  });
});

describe('phone', () => {
  it('is required', () => expect(phoneProblem('')).toBe('A phone number is required'));
  it('takes 10 digits, with or without the mask (999) 999 - 9999', () => {
    expect(phoneProblem('(413) 555 - 0142')).toBeNull();
    expect(phoneProblem('4135550142')).toBeNull();
    expect(phoneDigits('(413) 555 - 0142')).toBe('4135550142');
  });
  it('must only contain numbers', () => {
    expect(phoneProblem('(413) 555 - 01AB')).toBe('A phone number must only contain numbers');
    expect(phoneProblem('+1 413 555 0142')).toBe('A phone number must only contain numbers');
  });
  it('has exactly 10 digits', () => {
    expect(phoneProblem('(413) 555 - 014')).toBe('Please enter a valid phone number');
    expect(phoneProblem('14135550142')).toBe('Please enter a valid phone number');
  });
  it('mobile is optional, a phone number when given', () => {
    expect(mobileProblem('')).toBeNull();
    expect(mobileProblem('(413) 555 - 0199')).toBeNull();
    expect(mobileProblem('55501')).toBe('Please enter a valid phone number');
    expect(mobileProblem('abc')).toBe('A phone number must only contain numbers');
  });
});

describe('address and city', () => {
  it('are required', () => {
    expect(addressProblem('')).toBe('An address is required');
    expect(cityProblem(' ')).toBe('A city is required');
  });
  it('are letters, digits and spaces, with comma, period and #', () => {
    expect(addressProblem('100 Commons Way, Apt. #4')).toBeNull();
    expect(cityProblem('St. Paul')).toBeNull();
    expect(addressProblem('100 Commons Way; drop table')).toBe('An address must only contain letters, numbers, spaces and , . #');
    expect(cityProblem('Winston-Salem')).toBe('A city must only contain letters, numbers, spaces and , . #');
  });
});

describe('state', () => {
  it('is required', () => expect(stateProblem('')).toBe('A state is required'));
  it('is a two-letter code, any case', () => {
    expect(stateProblem('MA')).toBeNull();
    expect(stateProblem('ma')).toBeNull();
    expect(stateCode('nY')).toBe('NY');
    expect(stateCode('dc')).toBe('DC');
    expect(stateProblem('XX')).toBe('Please enter a valid state');
  });
  it('or a full name of 4 or more characters, any case', () => {
    expect(stateCode('massachusetts')).toBe('MA');
    expect(stateCode(' New  York ')).toBe('NY');
    expect(stateCode('Iowa')).toBe('IA');
    expect(stateCode('Ohio')).toBe('OH');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('Washington D.C.')).toBe('DC');
    expect(stateCode('Washington')).toBe('WA');
    expect(stateProblem('Massachusets')).toBe('Please enter a valid state');
  });
  it('refuses lengths 1 and 3', () => {
    expect(stateProblem('M')).toBe('Please enter a valid state');
    expect(stateProblem('MAS')).toBe('Please enter a valid state');
    expect(stateProblem('N.Y')).toBe('Please enter a valid state');
  });
  it('knows the 50 states and Washington D.C.', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    for (const [code, name] of Object.entries(US_STATES)) {
      expect(stateCode(code.toLowerCase())).toBe(code);
      expect(stateCode(name.toUpperCase())).toBe(code);
    }
  });
});

describe('zip', () => {
  it('is required, numeric, five digits', () => {
    expect(zipProblem('')).toBe('A zip code is required');
    expect(zipProblem('01360')).toBeNull();
    expect(zipProblem('0136O')).toBe('A zip code must only contain numbers');
    expect(zipProblem('01360-1234')).toBe('A zip code must only contain numbers');
    expect(zipProblem('0136')).toBe('Please enter a valid 5-digit zip code');
  });
});

describe('passwords', () => {
  it('a new one needs 8 characters with lower, upper, digit and one of !@#$%^&*', () => {
    expect(newPasswordProblem('')).toBe('A password is required');
    expect(newPasswordProblem('Ab1!')).toBe('A password must be at least 8 characters');
    expect(newPasswordProblem('ABCDEFG1!')).toBe('A password must contain a lowercase letter');
    expect(newPasswordProblem('abcdefg1!')).toBe('A password must contain an uppercase letter');
    expect(newPasswordProblem('Abcdefgh!')).toBe('A password must contain a number');
    expect(newPasswordProblem('Abcdefg12')).toBe('A password must contain one of !@#$%^&*');
    expect(newPasswordProblem('Abcdefg1?')).toBe('A password must contain one of !@#$%^&*');
    for (const special of '!@#$%^&*') expect(newPasswordProblem(`Abcdefg1${special}`)).toBeNull();
    expect(newPasswordProblem(`Ab1!${'x'.repeat(125)}`)).toBe(M.passwordTooLong);
  });
  it('logging in only needs one', () => {
    expect(loginPasswordProblem('')).toBe('A password is required');
    expect(loginPasswordProblem('short')).toBeNull();
  });
});
