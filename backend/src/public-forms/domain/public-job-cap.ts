import { budgetFit, type BudgetRefusal } from '../../guest-budgets/domain/daily-budget';

/**
 * How many jobs one public form may create a day (decision 0031), from every address together:
 * each needs a solved captcha, which slows one sender but not many.
 */
export function judgePublicJob(
  usage: { readonly count: number },
  perFormPerDay: number,
): BudgetRefusal | null {
  if (budgetFit(1, usage.count, perFormPerDay) === 'fits') return null;
  return {
    status: 429,
    message: `This form takes at most ${perFormPerDay} submissions a day, and they are used. Your form was not sent; please try again tomorrow or contact the company directly.`,
  };
}
