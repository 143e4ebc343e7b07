import { NotFoundView } from '@/ui/error-views'

export default function NotFound() {
  return <NotFoundView />
}
