// The query keys of a teacher's classes (/classes): the schools they teach at, their classes, and
// each class's students.
export const classKeys = {
  all: () => ['classes'] as const,
  schools: () => ['classes', 'schools'] as const,
  list: () => ['classes', 'list'] as const,
  students: (classId: string) => ['classes', 'students', classId] as const,
}
