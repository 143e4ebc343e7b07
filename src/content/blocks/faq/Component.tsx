import type { FaqBlock as FaqBlockData } from '@/payload-types'
import { ChevronDownIcon } from '@/ui/icons'

export function FaqBlock({ block }: { block: FaqBlockData }) {
  return (
    <section className="container-page py-12">
      <div className="mx-auto max-w-3xl">
        {block.heading ? (
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">{block.heading}</h2>
        ) : null}
        <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {(block.items ?? []).map((item) => (
            <details key={item.id ?? item.question} className="group py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                {item.question}
                <ChevronDownIcon
                  className="shrink-0 text-xl text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
