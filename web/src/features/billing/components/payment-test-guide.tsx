import { ClipboardCopy, CreditCard, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';

import { TEST_CARD_HINTS, TEST_CARDS, TEST_STEPS, type TestCard } from '../data/payment-content';

async function copyCardNumber(card: TestCard): Promise<void> {
  try {
    await navigator.clipboard.writeText(card.number.replace(/\s/g, ''));
    toast({ title: 'Copied', description: 'Card number copied to clipboard', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: `Your browser did not allow copying. The number is ${card.number}.`, variant: 'destructive' });
  }
}

function TestCardItem({ card }: { card: TestCard }) {
  return (
    <li aria-label={card.name}>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{card.name}</h3>
          <CreditCard aria-hidden="true" className="h-5 w-5 text-slate-400" />
        </div>
        <p className="font-mono text-lg tracking-wider text-slate-900">{card.number}</p>
        <p className="flex-1 text-sm text-slate-600">{card.outcome}</p>
        <Button variant="outline" size="sm" onClick={() => void copyCardNumber(card)} aria-label={`Copy ${card.name} card number`}>
          <ClipboardCopy aria-hidden="true" className="h-4 w-4" /> Copy
        </Button>
      </Card>
    </li>
  );
}

/** /payment-test (public; spec section 2): the test cards with copy buttons, what to type in the other fields, and where to try them. */
export function PaymentTestGuide() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <FlaskConical aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900">Payment Test Guide</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">Try checkout and subscriptions with test cards: no real card is charged.</p>
      </header>

      <section aria-labelledby="test-cards" className="mt-12">
        <h2 id="test-cards" className="text-xl font-semibold text-slate-900">
          Test cards
        </h2>
        <ul aria-label="Test cards" className="mt-4 grid gap-4 sm:grid-cols-2">
          {TEST_CARDS.map((card) => (
            <TestCardItem key={card.number} card={card} />
          ))}
        </ul>
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Panel title="Other card fields">
          <dl className="space-y-3 text-sm">
            {TEST_CARD_HINTS.map(({ field, hint }) => (
              <div key={field} className="flex justify-between gap-4">
                <dt className="font-medium text-slate-700">{field}</dt>
                <dd className="text-slate-600">{hint}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title="How to test">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            {TEST_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Panel>
      </div>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.checkout.getHref()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          Try Checkout
        </Link>
        <Link to={paths.subscribe.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Try a Subscription
        </Link>
      </div>
    </div>
  );
}
