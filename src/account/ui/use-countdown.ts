import { useEffect, useState } from 'react'

/** Seconds left before a new code may be asked for; ticks each second (business rules §S9). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until <= now) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until, now])
  const left = Math.max(0, Math.ceil((until - now) / 1000))
  return [
    left,
    (seconds: number) => {
      const at = Date.now()
      setNow(at)
      setUntil(at + seconds * 1000)
    },
  ]
}
