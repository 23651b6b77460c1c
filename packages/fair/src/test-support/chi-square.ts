/**
 * Chi-square distribution for the uniformity test: the CDF is the regularized lower incomplete
 * gamma function P(k/2, x/2) (series below a + 1, Lentz continued fraction above, as in Numerical
 * Recipes §6.2), and the critical value is found by bisection, so the test computes its
 * threshold instead of quoting a table.
 */
const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((coefficient, i) => {
    sum += coefficient / (x + i + 1);
  });
  const t = x + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

function regularizedLowerGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - Math.exp(logPrefix) * h;
}

export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  return regularizedLowerGamma(degreesOfFreedom / 2, x / 2);
}

/** The x with CDF(x) = probability. */
export function chiSquareQuantile(probability: number, degreesOfFreedom: number): number {
  let low = 0;
  let high = degreesOfFreedom + 100 * Math.sqrt(2 * degreesOfFreedom) + 100;
  for (let i = 0; i < 200; i += 1) {
    const middle = (low + high) / 2;
    if (chiSquareCdf(middle, degreesOfFreedom) < probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export function chiSquareStatistic(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}
