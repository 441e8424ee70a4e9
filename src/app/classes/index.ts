// What other features use of the classes: a teacher's classes and pupils, and joining a class.
export { joinedText, useClassStudents, useJoinClass, useTeacherClasses } from './class-queries'
