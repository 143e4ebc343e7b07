import { NotFoundView } from '@/ui/not-found-view'

export default function NotFound() {
  return <NotFoundView />
}
