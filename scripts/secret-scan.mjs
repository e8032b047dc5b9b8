// Fails when a tracked file looks like it holds a real credential (checklist item 25).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PATTERNS = [
  { name: 'private key', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY-----/ },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'Stripe live key', pattern: /\b(?:sk|rk)_live_[0-9A-Za-z]{16,}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { name: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  {
    name: 'connection string with a password',
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp|smtps?):\/\/[^\s:@/'"]+:[^\s@/'"]{6,}@/,
  },
];
const ALLOW_MARKER = 'secret-scan: allow';

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const findings = [];
for (const file of files) {
  if (file === 'package-lock.json' || file === 'scripts/secret-scan.mjs') continue;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  if (text.includes('\0')) continue;
  text.split('\n').forEach((line, index) => {
    if (line.includes(ALLOW_MARKER)) return;
    for (const { name, pattern } of PATTERNS) {
      if (pattern.test(line)) findings.push(`${file}:${index + 1}: looks like a ${name}`);
    }
  });
}
if (findings.length > 0) {
  console.error(`Secret scan found ${findings.length} suspicious line(s):\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`Secret scan: ${files.length} tracked files, nothing that looks like a credential.`);
