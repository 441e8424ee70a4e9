// What other features use of the classes: a teacher's classes and pupils, and joining a class.
export { useClassStudents, useJoinClass, useTeacherClasses } from './class-queries'
export { joinClassWithCode, joinedText } from './join-class'
